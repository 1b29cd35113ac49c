// the avatar menu's own icons: loaded when the pointer reaches the avatar, not with the first screen
export { IdcardOutlined, KeyOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
